// H5 (and jest): a plain <img> with its intrinsic width/height (no layout shift), native lazy
// loading below the fold and async decoding. image.weapp.tsx serves the mini-program.

export interface SizedImageProps {
  src: string;
  /** '' for a decorative picture. */
  alt: string;
  /** Intrinsic size (px): reserves the box before the picture arrives. */
  width: number;
  height: number;
  /** Below the fold: load when it nears the viewport. */
  lazy?: boolean;
  /** The page's main picture: ask for it first. */
  priority?: boolean;
  className?: string;
}

export function SizedImage({ src, alt, width, height, lazy = true, priority = false, className }: SizedImageProps) {
  return (
    <img
      className={className}
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={lazy && !priority ? 'lazy' : 'eager'}
      decoding="async"
      {...(priority ? { fetchpriority: 'high' } : {})}
    />
  );
}
