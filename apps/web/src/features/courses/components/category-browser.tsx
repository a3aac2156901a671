import type { TCategory, TCourseCard } from '@curio/shared';
import { useState } from 'react';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { Tabs } from '#web/components/ui/tabs.tsx';
import { useCategories } from '#web/features/courses/api/get-categories.ts';
import { useCourses } from '#web/features/courses/api/get-courses.ts';
import { CourseCardSkeleton } from './course-card.tsx';
import { CourseCarousel } from './course-carousel.tsx';

/** 'Our Course' (docs/product.md#pages): a tab per category, the first selected, a carousel of courses. */
export function CategoryBrowser() {
  const categories = useCategories();
  return (
    <QueryState
      query={categories}
      loadingLabel="Loading courses…"
      loading={<CatalogueSkeleton />}
      empty="No courses have been published yet."
    >
      {(list) => <CategoryTabs categories={list} />}
    </QueryState>
  );
}

function CategoryTabs({ categories }: { categories: TCategory[] }) {
  const [selectedId, setSelectedId] = useState(categories[0]?._id ?? '');
  // One request for the whole catalogue (lean cards, cached with an ETag): switching tabs is then instant.
  const courses = useCourses();
  return (
    <Tabs
      label="Course categories"
      selectedId={selectedId}
      onSelect={setSelectedId}
      tabs={categories.map((category) => ({
        id: category._id,
        label: category.name,
        panel: (
          <QueryState
            query={courses}
            loadingLabel={`Loading ${category.name} courses…`}
            loading={<CardRowSkeleton />}
            isEmpty={(all) => !all.some((course) => course.category._id === category._id)}
            empty={`There are no ${category.name} courses yet. Try another category.`}
          >
            {(all) => <CategoryPanel category={category} courses={all} />}
          </QueryState>
        ),
      }))}
    />
  );
}

function CategoryPanel({ category, courses }: { category: TCategory; courses: TCourseCard[] }) {
  const inCategory = courses.filter((course) => course.category._id === category._id);
  return (
    <>
      <h2 className="visually-hidden">{category.name}</h2>
      {/* A new carousel per category: it starts at that category's first course. */}
      <CourseCarousel key={category._id} courses={inCategory} label={`${category.name} courses`} />
    </>
  );
}

function CardRowSkeleton() {
  return (
    <div className="course-skeleton-row" role="status" aria-label="Loading courses…">
      <CourseCardSkeleton />
      <CourseCardSkeleton />
      <CourseCardSkeleton />
    </div>
  );
}

function CatalogueSkeleton() {
  return (
    <div className="course-catalogue-skeleton">
      <div className="course-tabs-skeleton" aria-hidden="true">
        <span className="skeleton-text" />
        <span className="skeleton-text" />
        <span className="skeleton-text" />
      </div>
      <CardRowSkeleton />
    </div>
  );
}
