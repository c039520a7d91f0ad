/** Characters that make a message more than plain text for the ICU syntax. */
const ICU_SYNTAX = /[{}<>']/;

/** Whether `message` is plain text, which the browser takes as it is (ADR 0043); anything else goes compiled. */
export const isPlainMessage = (message: string): boolean => !ICU_SYNTAX.test(message);
