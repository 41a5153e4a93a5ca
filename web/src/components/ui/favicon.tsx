import { useState } from 'react';
import { avatarLetter, faviconUrl } from '@/lib/short-links';
import './favicon.css';

/**
 * The target site's favicon (`{origin}/favicon.ico`), or a letter avatar when there is none
 * or it does not load (offline, blocked, 404). Decorative: the title is next to it.
 */
export function Favicon({ target, title, size = 32 }: { target: string; title: string; size?: number }) {
  const src = faviconUrl(target);
  const [failed, setFailed] = useState<string | null>(null);
  const [loaded, setLoaded] = useState<string | null>(null);
  const letter = avatarLetter(title, target);
  const hue = [...letter].reduce((h, c) => h + c.charCodeAt(0) * 37, 0) % 360;
  return (
    <span className="favicon" style={{ width: size, height: size, ['--favicon-hue' as string]: hue }} aria-hidden="true">
      {loaded !== src && <span className="favicon__letter">{letter}</span>}
      {src && failed !== src && (
        <img
          key={src}
          src={src}
          alt=""
          width={size * 0.6}
          height={size * 0.6}
          loading="lazy"
          referrerPolicy="no-referrer"
          className={loaded === src ? 'favicon__img' : 'favicon__img favicon__img--pending'}
          onLoad={(e) => (e.currentTarget.naturalWidth > 1 ? setLoaded(src) : setFailed(src))}
          onError={() => setFailed(src)}
        />
      )}
    </span>
  );
}
