import { loadConfig } from '../../server/config';
export const config = loadConfig();
