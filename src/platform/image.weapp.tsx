// The mini-program's Image (see image.tsx for the contract): lazyLoad below the fold, cropped
// to its fixed-ratio box (the box, not the picture, sets the size).
import { Image } from '@tarojs/components';
import type { SizedImageProps } from './image';

export type { SizedImageProps };

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
