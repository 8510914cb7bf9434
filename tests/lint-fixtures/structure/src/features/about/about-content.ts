export const story = ['x'];
