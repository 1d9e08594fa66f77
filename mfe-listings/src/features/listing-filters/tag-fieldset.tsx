import type { TagGroup } from './tag-groups';
import { useT } from '../../i18n';
import { TagCheckbox } from './tag-checkbox';

interface Props {
  group: TagGroup;
  chosen: readonly string[];
  onToggle: (tag: string, chosen: boolean) => void;
}

/** One group of tag checkboxes (e.g. the cities), each with how many listings carry the tag. */
export function TagFieldset({ group, chosen, onToggle }: Props) {
  const { t } = useT();
  return (
    <fieldset className="lst-filter-group">
      <legend className="lst-filter-group__legend">{t(`filters.groups.${group.name}`)}</legend>
      <ul className="lst-filter-group__tags">
        {group.tags.map(({ tag, count }) => (
          <li key={tag}>
            <TagCheckbox
              tag={tag}
              count={count}
              checked={chosen.includes(tag)}
              onToggle={onToggle}
            />
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
