import { MatchersV3 } from '@pact-foundation/pact';

const { integer, number, regex, string } = MatchersV3;

/**
 * A link the web app opens as it is: an absolute http(s) address, or a path on the API's own
 * host. Where a backend keeps its files, and how it signs a link, is its own affair.
 */
export const link = (example: string) => regex(/^(https?:\/\/\S+|\/\S*)$/, example);

/** A file answer's `Content-Disposition`: an attachment named with this extension. */
export const attachment = (extension: string, example: string) =>
  regex(
    new RegExp(`^attachment; filename="[^"]+\\.${extension}"(; filename\\*=UTF-8''\\S+)?$`),
    example,
  );

/** A token as a backend answers it: any text without spaces; its format is the backend's. */
export const token = (example: string) => regex(/^\S+$/, example);

/** A product as the lists and the home page show it. */
export const productCard = {
  id: integer(5),
  cate_id: integer(11),
  name: string('S5750E-28X-SI Layer 3 Gigabit access switch with 10G uplinks'),
  model: string('S5750E-28X-SI'),
  image: link('/media/products/switch-24.svg'),
  summary: string('Layer 3 access with 10G uplinks for enterprise campuses.'),
};

/** A quotation's line as the quotation detail and head office's quotation desk show it. */
export const quotationLine = {
  id: integer(5),
  goods_id: integer(11),
  main_id: null,
  model: string('S5750E-28X-SI'),
  description: string('Layer 3 Gigabit access switch'),
  quantity: integer(2),
  erp_no: regex(/^\d{10}$/, '9801001185'),
  gpl_price: number(1150),
  market_price: number(1035),
  discount_price: number(747.5),
  application_price: null,
  sale_price: number(1035),
  subtotal: number(1495),
};
