import type { MembershipLevel } from '../../../contract/dcnet';
import type { PartnerTier } from '../../../contract/common';
import { useI18nContext } from '../../../i18n/i18n-react';

/** The partner tiers and levels, named in the user's language. */
export function useTierNames() {
  const { LL } = useI18nContext();
  const tiers: Record<PartnerTier, string> = {
    'DC-ADP': LL.partners.tierADP(),
    'DC-DDP': LL.partners.tierDDP(),
    'DC-APP': LL.partners.tierAPP(),
    'DC-DPP': LL.partners.tierDPP(),
    'DC-ASP': LL.partners.tierASP(),
    'DC-DSP': LL.partners.tierDSP(),
    'DC-DTE': LL.partners.tierDTE(),
    'DC-DEE': LL.partners.tierDEE(),
  };
  const levels: Record<MembershipLevel, string> = {
    pre: LL.partners.levelPre(),
    silver: LL.partners.levelSilver(),
    gold: LL.partners.levelGold(),
    diamond: LL.partners.levelDiamond(),
  };
  return { tiers, levels };
}
