export const formatLongDate = (d: string) => d;
