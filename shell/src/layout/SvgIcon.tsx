import { createElement, type ReactNode } from 'react';
import type { TIconNode } from '@duesflow/shared-contracts/registry';

/** SVG elements an icon may use; anything else (script, foreignObject, use, image, ...) is dropped. */
const ALLOWED_TAGS = new Set([
  'svg',
  'g',
  'path',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'rect',
  'defs',
  'clipPath',
  'linearGradient',
  'radialGradient',
  'stop',
  'mask',
  'title',
]);

/** Presentation attributes only: no event handlers, links or inline styles. */
function isAllowedAttribute(name: string): boolean {
  return /^[a-zA-Z][a-zA-Z0-9:-]*$/.test(name) && !/^on/i.test(name) && !/href|style/i.test(name);
}

const toReactName = (name: string) => (name === 'class' ? 'className' : name.replace(/[-:]([a-z])/g, (_, c: string) => c.toUpperCase()));

function toElement(node: TIconNode, key: string, root: boolean): ReactNode {
  if (!ALLOWED_TAGS.has(node.tag)) return null;
  const props: Record<string, string | boolean> = { key };
  for (const [name, value] of Object.entries(node.attrs)) {
    if (isAllowedAttribute(name)) props[toReactName(name)] = value;
  }
  if (root) Object.assign(props, { width: '1em', height: '1em', fill: 'currentColor', 'aria-hidden': true, focusable: 'false' });
  const children = (node.children ?? []).map((child, index) => toElement(child, `${key}.${index}`, false));
  return createElement(node.tag, props, ...children);
}

/**
 * An antd icon drawn from the abstract SVG tree a remote published (routes.json), built as React
 * elements so nothing from the file is ever parsed as markup. Looks like antd's own icons.
 */
export function SvgIcon({ node, name }: { node: TIconNode; name?: string }) {
  if (node.tag !== 'svg') return null;
  return (
    <span role="img" aria-label={name} className="anticon">
      {toElement(node, 'icon', true)}
    </span>
  );
}
