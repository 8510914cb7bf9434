import { story } from '../about/about-content.ts';
export const a = story;
