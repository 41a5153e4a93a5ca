/** The links screens. */
export const links = {};
