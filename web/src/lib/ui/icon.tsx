interface Props {
  /** Path data: the default export of a module in ./icons/. */
  path: string;
  /** Width and height in px; MUI's default icon size. */
  size?: number;
  className?: string;
}

/**
 * A Material icon as inline SVG, in the text colour. Decorative: the text beside it says what it means.
 *
 * ./icons/ holds the path data of the Material Icons the public pages show (from
 * @mui/icons-material, Apache-2.0), one module per icon as MUI has them, so each page's chunk gets
 * only its own. Copied rather than imported: MUI's icon modules bring its SvgIcon and styling
 * engine, about 30 KB before the first icon (scripts/bundle-budget.mjs). To add one:
 *   grep -o 'd: "[^"]*"' node_modules/@mui/icons-material/NAME.mjs
 */
export function Icon({ path, size = 24, className }: Props) {
  return (
    <svg className={className} width={size} height={size} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      <path d={path} />
    </svg>
  );
}
