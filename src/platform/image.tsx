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

export interface LogoImageProps {
  src: string;
  /** '' when the link or the text beside it names the store. */
  alt: string;
  /** The box's class: its height (the picture keeps its own width). */
  className: string;
}

/**
 * A logo: a fixed height and the picture's own width. Taro's Image markup in its heightFix mode
 * (the same box and styles), without its load handler: that reads the picture's laid-out size
 * to pass it on, a forced layout in the middle of start-up each time a logo arrives.
 */
export function LogoImage({ src, alt, className }: LogoImageProps) {
  return (
    <div className={`taro-img ${className}`}>
      <img className="taro-img__mode-heightfix" src={src} alt={alt} />
    </div>
  );
}
