import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { InlineScript } from '../../components/ui/inline-script.tsx';
import { sharePage } from './share.ts';
import { code as KEEP_EARLY_TAP } from './keep-early-tap.script.ts?page-script';

type Props = { title: string; text: string; url: string; savedMessage: string };
type Tap = 'share' | 'save';

/**
 * Until the page has hydrated, a tap on Share or Save would do nothing: on a phone, for the first second or two.
 * This script, run as the buttons arrive, keeps the last such tap on the document (`data-early-tap`), out of
 * React's sight so that it is answered once, and the buttons answer it as soon as they are live
 * (docs/performance.md, "Taps before hydration"). Rendered again on a visit within the site, it is not run
 * (React inserts scripts inert).
 */
function TapButton({ tap, onClick, children }: { tap: Tap; onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" className="button button--ghost button--small" data-early-tap={tap} onClick={onClick}>
      {children}
    </button>
  );
}

/** Share uses the device's share sheet or copies the link; Save only confirms (nothing is stored). */
export function ShareSaveButtons({ title, text, url, savedMessage }: Props) {
  const buttons = useRef<HTMLDivElement>(null);
  // Before the browser paints the hydrated buttons: from here on their clicks reach React, and the kept tap is
  // answered by clicking its button again.
  useLayoutEffect(() => {
    buttons.current?.setAttribute('data-live', '');
    const root = document.documentElement;
    const tap = root.dataset.earlyTap;
    if (!tap) return;
    delete root.dataset.earlyTap;
    buttons.current?.querySelector<HTMLButtonElement>(`[data-early-tap="${tap}"]`)?.click();
  }, []);
  return (
    <>
      <InlineScript code={KEEP_EARLY_TAP} />
      <div className="share-save" ref={buttons}>
        <TapButton tap="share" onClick={() => void sharePage({ title, text, url })}>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path
              d="M4 12v7h16v-7M12 3v12M7 8l5-5 5 5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          Share
        </TapButton>
        <TapButton tap="save" onClick={() => window.alert(savedMessage)}>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path d="M6 3h12v18l-6-4-6 4z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
          </svg>
          Save
        </TapButton>
      </div>
    </>
  );
}
