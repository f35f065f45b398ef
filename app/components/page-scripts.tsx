import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from "react";
import { Scripts } from "react-router";

type ScriptsProps = Parameters<typeof Scripts>[0];
type Props = { rel?: string; href?: string; children?: ReactNode };

/**
 * The shell: React, React DOM, React Router and the root route, four fifths of a page's script
 * bytes (the chunk scripts/shell-chunk.mjs names). The other modules are a few hundred bytes
 * each: the attribute on each would weigh more in the HTML than they do on the wire.
 */
const SHELL_CHUNK = /\/shell-[\w-]+\.js$/;

/**
 * The element with the shell's preload fetched at low priority, children too. (The inline module
 * script may not carry the attribute; the modules it imports are those preloaded.)
 */
function lowPriority(node: ReactNode): ReactNode {
  if (Array.isArray(node)) return Children.map(node, lowPriority);
  if (!isValidElement<Props>(node)) return node;
  const { rel, href, children } = node.props;
  if (rel === "modulepreload" && href && SHELL_CHUNK.test(href)) {
    return cloneElement(node as ReactElement<Props & { fetchPriority: string }>, {
      fetchPriority: "low",
    });
  }
  return children === undefined ? node : cloneElement(node, {}, lowPriority(children));
}

/**
 * React Router's `<Scripts>` with the shell's preload fetched at low priority (decision 070):
 * a public page is drawn on the server, so its stylesheet, font and images come first and the
 * code that makes it interactive takes the bandwidth left, instead of racing them for it on a
 * slow connection. Nothing else changes: the same modules, preloaded in parallel.
 */
export function PageScripts(props: ScriptsProps) {
  // In the browser it only hydrates what the server sent (suppressHydrationWarning), so the
  // browser build draws it as it is and carries none of this.
  if (!import.meta.env.SSR) return <Scripts {...props} />;
  // Called as a function, not drawn as an element, to read what it draws; its hooks are ours.
  return <>{lowPriority(Scripts(props))}</>;
}
