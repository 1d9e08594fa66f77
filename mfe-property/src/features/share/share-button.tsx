import { useId, useRef, useState } from 'react';
import { languageOrDefault } from '@betoch/shared';
import { LineIcon } from '@betoch/shared/ui';
import { useT } from '../../i18n';
import { openShareSheet, sharedAddress, shareTargets } from './share-links';
import './share-button.css';

type Copy = 'idle' | 'copied' | 'manual';

/** Three linked dots (24×24): the usual sign of sharing. */
const SHARE_PATH =
  'M8.6 10.7l6.8-3.9M8.6 13.3l6.8 3.9M18 5.5a2.5 2.5 0 1 1-5 0 2.5 2.5 0 0 1 5 0zM8 12a2.5 2.5 0 1 1-5 0 2.5 2.5 0 0 1 5 0zM18 18.5a2.5 2.5 0 1 1-5 0 2.5 2.5 0 0 1 5 0z';

/**
 * "Share" on a property page: the browser's share sheet where it has one, else a panel with
 * Telegram, WhatsApp and "Copy link" (share-links.ts). The address is read when the button is
 * pressed, in the language the page is shown in, so the server's HTML and the browser's first
 * render agree.
 */
export function ShareButton({ title }: { title: string }) {
  const { t, i18n } = useT();
  const panelId = useId();
  const [address, setAddress] = useState<string | null>(null);
  const [copy, setCopy] = useState<Copy>('idle');
  const manual = useRef<HTMLInputElement>(null);

  const press = async () => {
    if (address !== null) {
      setAddress(null);
      return;
    }
    // The language of the labels the visitor reads, at the press: a press held before the
    // take-over is replayed after it, and the link goes out in the language the panel shows.
    const url = sharedAddress(window.location, languageOrDefault(i18n.language));
    if ((await openShareSheet(navigator, { title, url })) === 'done') return;
    setCopy('idle');
    setAddress(url);
  };

  const copyLink = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      setCopy('copied');
    } catch {
      // No clipboard (an http page, a refused permission): the link to copy by hand, selected.
      setCopy('manual');
      requestAnimationFrame(() => manual.current?.select());
    }
  };

  return (
    <div className="prp-share">
      <button
        type="button"
        className="icon-btn prp-share__button"
        aria-label={t('share.button')}
        title={t('share.button')}
        aria-expanded={address !== null}
        aria-controls={panelId}
        onClick={() => void press()}
      >
        <LineIcon path={SHARE_PATH} />
      </button>
      <div id={panelId} className="prp-share__panel" hidden={address === null}>
        {address !== null ? (
          <>
            <ul className="prp-share__targets" aria-label={t('share.label')}>
              {shareTargets(address, title).map((target) => (
                <li key={target.kind}>
                  {target.kind === 'copy' ? (
                    <button
                      type="button"
                      className="prp-share__target"
                      onClick={() => void copyLink(address)}
                    >
                      {t('share.copy')}
                    </button>
                  ) : (
                    <a
                      className="prp-share__target"
                      href={target.href}
                      target="_blank"
                      rel="noopener noreferrer"
                    >
                      {t(`share.${target.kind}`)}
                    </a>
                  )}
                </li>
              ))}
            </ul>
            <p className="prp-share__status" role="status">
              {copy === 'copied' ? t('share.copied') : null}
            </p>
            {copy === 'manual' ? (
              <label className="prp-share__manual">
                {t('share.copyByHand')}
                <input ref={manual} type="text" readOnly value={address} />
              </label>
            ) : null}
          </>
        ) : null}
      </div>
    </div>
  );
}
