import {
  cmsAcademyCategory,
  cmsArticle,
  cmsCategory,
  cmsFaq,
  cmsHashtag,
  cmsInstructor,
  cmsMemberShip,
  cmsMenu,
  cmsMenuAncestor,
  cmsPost,
  cmsReview,
  cmsSection,
} from './collections.js';
import type { CmsContentType } from './define.js';
import { cmsBlog, cmsCareerLaunchpad, cmsConfigration, cmsHomeAcademy, cmsMembershipLanding, cmsReskill } from './singletons.js';

export * from './define.js';
export * from './components.js';
export * from './collections.js';
export * from './singletons.js';
export * from './demo.js';

/** Every declared content type, in the order of product spec 7.2. The service serves exactly these. */
export const cmsContentTypes: readonly CmsContentType[] = [
  cmsAcademyCategory,
  cmsArticle,
  cmsCategory,
  cmsFaq,
  cmsHashtag,
  cmsInstructor,
  cmsMemberShip,
  cmsMenu,
  cmsMenuAncestor,
  cmsPost,
  cmsReview,
  cmsSection,
  cmsBlog,
  cmsCareerLaunchpad,
  cmsConfigration,
  cmsHomeAcademy,
  cmsMembershipLanding,
  cmsReskill,
];
