import { sharePage } from './share.ts';

type Props = { title: string; text: string; url: string; savedMessage: string };

/** Share uses the device's share sheet or copies the link; Save only confirms (nothing is stored). */
export function ShareSaveButtons({ title, text, url, savedMessage }: Props) {
  return (
    <div className="share-save">
      <button
        type="button"
        className="button button--ghost button--small"
        onClick={() => void sharePage({ title, text, url })}
      >
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
      </button>
      <button type="button" className="button button--ghost button--small" onClick={() => window.alert(savedMessage)}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path d="M6 3h12v18l-6-4-6 4z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
        </svg>
        Save
      </button>
    </div>
  );
}
