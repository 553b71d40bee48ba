// The mini-program's Image (see image.tsx for the contract): lazyLoad below the fold, cropped
// to its fixed-ratio box (the box, not the picture, sets the size).
import { Image } from '@tarojs/components';
import type { LogoImageProps, SizedImageProps } from './image';

export type { LogoImageProps, SizedImageProps };

export function SizedImage({ src, alt, lazy = true, priority = false, className }: SizedImageProps) {
  return (
    <Image
      className={className}
      src={src}
      mode="aspectFill"
      lazyLoad={lazy && !priority}
      ariaLabel={alt || undefined}
    />
  );
}

/** A logo: fixed height, its own width (see image.tsx). */
export function LogoImage({ src, alt, className }: LogoImageProps) {
  return <Image className={className} src={src} mode="heightFix" ariaLabel={alt || undefined} />;
}
