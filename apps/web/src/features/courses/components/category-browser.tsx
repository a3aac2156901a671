import type { TCategory } from '@curio/shared';
import { useState } from 'react';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { Tabs } from '#web/components/ui/tabs.tsx';
import { useCategories } from '#web/features/courses/api/get-categories.ts';
import { useCoursePages } from '#web/features/courses/api/get-courses.ts';
import { CourseCardSkeleton } from './course-card.tsx';
import { CourseCarousel } from './course-carousel.tsx';
import { PagedCourses } from './course-pages.tsx';

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
  return (
    <Tabs
      label="Course categories"
      selectedId={selectedId}
      onSelect={setSelectedId}
      tabs={categories.map((category) => ({
        id: category._id,
        label: category.name,
        // Only the selected panel is mounted: a tab's first page is asked for when it is opened (ADR 041).
        panel: <CategoryPanel key={category._id} category={category} />,
      }))}
    />
  );
}

/** One category's carousel, a page of cards at a time; 'Show more courses' adds the next page to it. */
function CategoryPanel({ category }: { category: TCategory }) {
  const courses = useCoursePages({ category: category._id });
  return (
    <>
      <h2 className="visually-hidden">{category.name}</h2>
      <PagedCourses
        query={courses}
        loading={<CardRowSkeleton />}
        empty={`There are no ${category.name} courses yet. Try another category.`}
        itemSelector=".carousel__slide"
      >
        {/* A new carousel per category: it starts at that category's first course. */}
        {(cards) => <CourseCarousel courses={cards} label={`${category.name} courses`} />}
      </PagedCourses>
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
