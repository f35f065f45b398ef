import { PageSection } from "#features/shared/site/section-heading";
import type { PreparedData } from "./block-catalog";

export function TagListsView({ id, data }: { id: string; data: PreparedData<"tag-lists"> }) {
  return (
    <PageSection
      id={`${id}-title`}
      eyebrow={data.eyebrow ?? undefined}
      title={data.title}
      lead={data.lead ?? undefined}
      tone={data.tone}
    >
      <div
        className={`mt-12 grid gap-6 ${data.lists.length === 3 ? "lg:grid-cols-3" : "md:grid-cols-2"}`}
      >
        {data.lists.map((list, index) => {
          const listId = `${id}-list-${index + 1}`;
          return (
            <div key={index} className="rounded-2xl bg-white p-7 shadow-sm ring-1 ring-slate-200">
              <h3 id={listId} className="text-xl font-semibold text-slate-900">
                {list.title}
              </h3>
              {list.intro ? <p className="mt-2 text-slate-600">{list.intro}</p> : null}
              <ul aria-labelledby={listId} className="tag-list">
                {list.items.map((item, itemIndex) => (
                  <li
                    key={itemIndex}
                    className="rounded-lg bg-brand-50 px-3 py-1.5 text-sm font-medium text-brand-800"
                  >
                    {item.name}
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </div>
    </PageSection>
  );
}
