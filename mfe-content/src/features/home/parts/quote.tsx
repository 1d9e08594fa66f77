import { formatDate, useLanguageStore, type ImageRef } from '@betoch/shared';
import { DataImage } from '@betoch/shared/ui';
import { useT } from '../../../i18n';
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
    <figure className="card cnt-quote">
      {rating !== undefined ? (
        <p className="cnt-quote__rating">
          <span className="visually-hidden">{t('sections.peopleSay.rating', { rating })}</span>
          <span aria-hidden="true">
            {'★'.repeat(rating)}
            <span className="cnt-quote__rating-off">{'★'.repeat(Math.max(0, 5 - rating))}</span>
          </span>
        </p>
      ) : null}
      <blockquote className="cnt-quote__text">
        <p>{text}</p>
      </blockquote>
      <figcaption className="cnt-quote__author">
        <DataImage image={avatar} className="cnt-quote__avatar" alt="" />
        <span>
          <strong className="cnt-quote__name">{name}</strong>
          <span className="cnt-quote__detail muted">{detail}</span>
          {date ? (
            <time className="cnt-quote__detail muted" dateTime={date} dir="ltr">
              {formatDate(date, language)}
            </time>
          ) : null}
        </span>
      </figcaption>
    </figure>
  );
}
