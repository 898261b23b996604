import { MatchersV3 } from '@pact-foundation/pact';

const { integer, regex, string } = MatchersV3;

/** A media address as the server hands them out. */
export const MEDIA = /^\/media\/[\w/.-]+$/;

/** A product as the lists and the home page show it. */
export const productCard = {
  id: integer(5),
  cate_id: integer(11),
  name: string('S5750E-28X-SI Layer 3 Gigabit access switch with 10G uplinks'),
  model: string('S5750E-28X-SI'),
  image: regex(MEDIA, '/media/products/switch-24.svg'),
  summary: string('Layer 3 access with 10G uplinks for enterprise campuses.'),
};
