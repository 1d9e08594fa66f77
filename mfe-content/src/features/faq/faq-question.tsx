import { useState } from 'react';
import type { FaqItem } from '@betoch/shared';

/** One question of the accordion: a button that shows or hides its answer. */
export function FaqQuestion({ item }: { item: FaqItem }) {
  const [open, setOpen] = useState(false);
  const answerId = `faq-${item.id}`;
  return (
    <div className={`cnt-faq__item card${open ? ' cnt-faq__item--open' : ''}`}>
      <h3 className="cnt-faq__question">
        <button
          type="button"
          className="cnt-faq__toggle"
          aria-expanded={open}
          aria-controls={answerId}
          onClick={() => setOpen((value) => !value)}
        >
          <span>{item.question}</span>
          <span className="cnt-faq__icon" aria-hidden="true" />
        </button>
      </h3>
      <div id={answerId} className="cnt-faq__answer" hidden={!open}>
        <p>{item.answer}</p>
      </div>
    </div>
  );
}
