/** The five primary links of the header and the mobile menu (docs/product.md, "Header"). */
export const NAV = [
  ['Services', '/services'],
  ['About', '/about'],
  ['Resources', '/resources'],
  ['Blog', '/blog'],
  ['Contact', '/contact'],
] as const;
