// The mini-program has no keyboard (see skip-link.tsx): nothing to skip with.
export interface SkipLinkProps {
  label: string;
  mainClass: string;
}

export function SkipLink(_props: SkipLinkProps) {
  return null;
}
