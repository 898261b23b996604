import { z } from 'zod';
import { envelope, TOKEN_ONLY, c } from './common';

/** Whether the user's profile has everything the partner screens need. */
export const InfoCompleteSchema = z.object({
  isComplete: z.boolean(),
  /** Names of the profile fields still empty (`UserInfo` keys). */
  missing: z.array(z.string()),
});
export type InfoComplete = z.infer<typeof InfoCompleteSchema>;

/** Whether the user is an overseas local after-sales service partner (the SN check needs it). */
export const OverseasPartnerSchema = z.object({ isOverseasPartner: z.boolean() });
export type OverseasPartner = z.infer<typeof OverseasPartnerSchema>;

/** Checks a screen runs before it lets the user go on. */
export const checksContract = c.router(
  {
    infoIsComplete: {
      method: 'GET',
      path: '/v2/user/checkInfoIsComplete',
      responses: { 200: envelope(InfoCompleteSchema) },
      summary: "Whether the user's profile is complete, and what is missing",
    },
    isOverseasPartner: {
      method: 'GET',
      path: '/v2/user/checkUserIsOverseasPartner',
      responses: { 200: envelope(OverseasPartnerSchema) },
      summary: 'Whether the user may run the serial-number check',
    },
  },
  TOKEN_ONLY,
);
