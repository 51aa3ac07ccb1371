/** Whether what was typed confirms a destructive action on `count` records: the number itself (pure). */
export const typedCountConfirms = (typed: string, count: number): boolean => typed.trim() === String(count);
