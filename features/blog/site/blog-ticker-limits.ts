/** How many posts the home ticker shows, and how long a title may be there (in characters). */
export const maxTickerPosts = 6;
export const tickerTitleLength = 50;
