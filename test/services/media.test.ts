/** Media paths made loadable (services/media.ts). */
import { mediaUrl } from '@/services/media';

test('mediaUrl puts an origin before site paths only', () => {
  expect(mediaUrl('/media/products/1.svg', 'https://api.example.com')).toBe(
    'https://api.example.com/media/products/1.svg',
  );
  expect(mediaUrl('https://cdn.example.com/a.png', 'https://api.example.com')).toBe('https://cdn.example.com/a.png');
  expect(mediaUrl('//cdn.example.com/a.png', 'https://api.example.com')).toBe('//cdn.example.com/a.png');
  expect(mediaUrl('/a.png', '')).toBe('/a.png');
});
