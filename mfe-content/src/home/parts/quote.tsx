import { formatDate, useLanguageStore, type ImageRef } from '@betoch/shared';
import { useT } from '../../i18n';
import './quote.css';

interface Props {
  text: string;
  name: string;
  detail: string;
  avatar: ImageRef;
  /** 1 to 5 stars. */
  rating?: number;
  date?: string;
}

/** A client's words, with who said them (and their rating, for reviews). */
export function Quote({ text, name, detail, avatar, rating, date }: Props) {
  const { t } = useT();
  const language = useLanguageStore((s) => s.language);
  return (
    <figure className="card quote">
      {rating !== undefined ? (
        <p className="quote__rating">
          <span className="visually-hidden">{t('sections.peopleSay.rating', { rating })}</span>
          <span aria-hidden="true">
            {'★'.repeat(rating)}
            <span className="quote__rating-off">{'★'.repeat(Math.max(0, 5 - rating))}</span>
          </span>
        </p>
      ) : null}
      <blockquote className="quote__text">
        <p>{text}</p>
      </blockquote>
      <figcaption className="quote__author">
        <img
          className="quote__avatar"
          src={avatar.src}
          width={avatar.width}
          height={avatar.height}
          alt=""
          loading="lazy"
          decoding="async"
        />
        <span>
          <strong className="quote__name">{name}</strong>
          <span className="quote__detail muted">{detail}</span>
          {date ? (
            <time className="quote__detail muted" dateTime={date} dir="ltr">
              {formatDate(date, language)}
            </time>
          ) : null}
        </span>
      </figcaption>
    </figure>
  );
}
