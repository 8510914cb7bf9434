import { readFileSync } from 'node:fs';
export const text = readFileSync('/etc/hostname', 'utf8');
