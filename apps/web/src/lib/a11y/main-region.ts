/** The id of the page's <main> region: the skip link's target and where focus lands when its old place is gone. */
export const MAIN_ID = 'main';
