export function TagList({ tags }: { tags: string[] }) {
  if (tags.length === 0) return null;
  return (
    <ul className="tag-list" role="list" aria-label="Tags">
      {tags.map((tag) => (
        <li key={tag} className="tag-list__tag">
          {tag}
        </li>
      ))}
    </ul>
  );
}
