import { useEffect, useState } from 'react';

/**
 * The featured image chosen on this device, not yet uploaded: the file, and an object URL of it
 * for the preview (released when replaced). A file that is no image is refused with `onRefused`.
 */
export function useFeaturedImage(onRefused: (message: string) => void) {
  const [image, setImage] = useState<File | null>(null);
  const [preview, setPreview] = useState('');

  useEffect(() => {
    if (!image) {
      setPreview('');
      return;
    }
    const url = URL.createObjectURL(image);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [image]);

  function choose(file: File | undefined) {
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      onRefused('Please choose an image file (JPEG, PNG, WebP or GIF).');
      return;
    }
    onRefused('');
    setImage(file);
  }

  return { image, preview, choose };
}
