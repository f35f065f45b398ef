/**
 * What the 404 log counts apart (decision 062): requests from crawlers and scripts, and paths
 * that only probes and stray asset requests ask for (other sites' admin pages, configuration
 * and source files, scripts of other platforms, images and styles no page of this site links).
 */
const BOT_AGENT =
  /bot\b|bot\/|crawl|spider|slurp|scan|curl\/|wget\/|python-|go-http-client|java\/|okhttp|libwww|httpclient|headless|facebookexternalhit|preview|monitor|^$/i;

const PROBE_PATH =
  /(^|\/)(wp-|wordpress|xmlrpc|phpmyadmin|cgi-bin|\.env|\.git|\.svn|\.hg|\.aws|\.ssh|\.ds_store|\.well-known|vendor\/|actuator|owa\/|boaform|server-status|config\.(json|js|yml|yaml)|admin\.php)|\.(php\d?|asp|aspx|jsp|cgi|pl|sql|bak|old|orig|swp|ini|log|env|zip|tar|gz|rar|7z|yml|yaml|cfg|conf|db|sqlite|js|mjs|css|map|png|jpe?g|gif|webp|avif|svg|ico|woff2?|ttf|txt|xml|json)$/i;

/** A request the 404 log counts apart: a bot's, or a probe's path. */
export function isProbe(path: string, userAgent: string | undefined): boolean {
  return PROBE_PATH.test(path) || BOT_AGENT.test(userAgent?.trim() ?? "");
}
