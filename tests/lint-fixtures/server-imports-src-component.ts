import { SiteHeader } from '../../src/components/layout/site-header';
export const header = SiteHeader;
