/** Sign-in and sign-up show one notice at a time: the success after a corrected retry replaces the error. */
export const authToastId = 'auth';
