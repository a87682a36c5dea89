/** Hashed assets and uploads never change under their name: browsers may keep them a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
