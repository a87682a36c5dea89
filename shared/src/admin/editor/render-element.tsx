import type { CSSProperties } from 'react';
import { useFocused, useSelected, type RenderElementProps } from 'slate-react';
import type { BlockFormat } from './types';

/** The same class tokens the published HTML carries, so the editor looks like the post. */
function blockProps(format: BlockFormat) {
  const classes: string[] = [];
  if (format.indent) classes.push(`indent-${format.indent}`);
  if (format.align) classes.push(`align-${format.align}`);
  return {
    className: classes.length ? classes.join(' ') : undefined,
    dir: format.dir,
  };
}

function ImageBlock({
  attributes,
  children,
  url,
  alt,
  resolve,
}: RenderElementProps & { url: string; alt: string; resolve: (url: string) => string }) {
  const selected = useSelected();
  const focused = useFocused();
  const style: CSSProperties = {
    boxShadow: selected && focused ? '0 0 0 3px rgb(29 78 216 / 45%)' : 'none',
  };
  return (
    <div {...attributes}>
      <div contentEditable={false} className="admin-editor__image">
        <img src={resolve(url)} alt={alt} style={style} />
      </div>
      {children}
    </div>
  );
}

export function createRenderElement(resolveAsset: (url: string) => string) {
  return function RenderElement(props: RenderElementProps) {
    const { attributes, children, element } = props;
    switch (element.type) {
      case 'heading': {
        const Tag = `h${element.level}` as const;
        return (
          <Tag {...attributes} {...blockProps(element)}>
            {children}
          </Tag>
        );
      }
      case 'block-quote':
        return (
          <blockquote {...attributes} {...blockProps(element)}>
            {children}
          </blockquote>
        );
      case 'code-block':
        return (
          <pre {...attributes} {...blockProps(element)}>
            <code>{children}</code>
          </pre>
        );
      case 'bulleted-list':
        return (
          <ul {...attributes} {...blockProps(element)}>
            {children}
          </ul>
        );
      case 'numbered-list':
        return (
          <ol {...attributes} {...blockProps(element)}>
            {children}
          </ol>
        );
      case 'list-item':
        return (
          <li {...attributes} {...blockProps(element)}>
            {children}
          </li>
        );
      case 'link':
        return (
          <a
            {...attributes}
            href={element.url}
            title={element.url}
            onClick={(event) => event.preventDefault()}
          >
            {children}
          </a>
        );
      case 'image':
        return <ImageBlock {...props} url={element.url} alt={element.alt} resolve={resolveAsset} />;
      default:
        return (
          <p {...attributes} {...blockProps(element)}>
            {children}
          </p>
        );
    }
  };
}
