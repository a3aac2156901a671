import { p, ul, type SeedCategory } from './courses-types.ts';

export const DATA_AND_AI: SeedCategory = {
  name: 'Data & AI',
  palette: ['#0f766e', '#a78bfa'],
  glyph: 'Σ',
  courses: [
    {
      slug: 'python-for-data-analysis',
      name: 'Python for Data Analysis',
      duration: '7 weeks',
      lectures: 56,
      videoLessons: 44,
      skillLevel: 'Beginner',
      studentsEnrolled: 3210,
      priceCents: 8400,
      description: p(
        'Turn spreadsheets and CSV exports into answers with Python, pandas and notebooks. You clean messy data, join tables, summarise with group-by and present your findings in charts a manager can read at a glance.',
      ),
      feature: ul(
        'Real public datasets: city bike trips, retail sales and air quality',
        'A reusable cleaning checklist for any new dataset',
        'Charts with matplotlib and seaborn that tell one story each',
        'A capstone report reviewed by an analyst',
      ),
      audience: ul(
        'Spreadsheet power users ready for something sturdier',
        'Students and career changers aiming at analyst roles',
        'No programming experience needed',
      ),
      overview:
        '<h3>From question to chart</h3>' +
        p(
          'Each week starts with a business question and ends with a chart and a paragraph that answers it. Along the way you learn just enough Python to be productive, then more.',
        ),
      curriculum: [
        {
          title: 'Python essentials',
          description: p('Variables, lists, dictionaries, loops and functions.'),
        },
        { title: 'pandas DataFrames', description: p('Loading, selecting, filtering and sorting data.') },
        { title: 'Cleaning data', description: p('Missing values, duplicates, types and tidy formats.') },
        { title: 'Grouping and joining', description: p('group-by, pivot tables and merges.') },
        { title: 'Visualising results', description: p('Choosing a chart and labelling it honestly.') },
        { title: 'Capstone report', description: p('An end-to-end analysis you can share.') },
      ],
      quiz: [
        {
          question: 'Which pandas method shows the first rows of a DataFrame?',
          options: ['head()', 'first()', 'top()', 'peek()'],
          answer: 0,
        },
        {
          question: 'How do you count missing values in each column?',
          options: ['df.count()', 'df.isna().sum()', 'df.missing()', 'len(df)'],
          answer: 1,
        },
        {
          question: 'Which operation combines two tables on a shared key?',
          options: ['concat along rows', 'pivot', 'merge', 'melt'],
          answer: 2,
        },
        {
          question: 'Which chart suits a trend over time?',
          options: ['Pie chart', 'Line chart', 'Scatter of unrelated values', 'Word cloud'],
          answer: 1,
        },
        {
          question: 'What does df.groupby("city")["sales"].sum() return?',
          options: [
            'Total sales per city',
            'The number of cities',
            'The first sale of each city',
            'A sorted copy of df',
          ],
          answer: 0,
        },
      ],
      reviews: [
        {
          by: 'rahul',
          rating: 5,
          comment: 'I automated a weekly report that used to take me half a day. Worth every cent.',
          daysAgo: 14,
        },
        {
          by: 'sofia',
          rating: 5,
          comment:
            '<p>Friendly for absolute beginners, and the <em>cleaning checklist</em> is brilliant.</p>',
          daysAgo: 47,
        },
        {
          by: 'daniel',
          rating: 4,
          comment: 'Great datasets. The visualisation week felt a little rushed.',
          daysAgo: 90,
        },
      ],
    },
    {
      slug: 'machine-learning-foundations',
      name: 'Machine Learning Foundations',
      duration: '10 weeks',
      lectures: 80,
      videoLessons: 60,
      skillLevel: 'Intermediate',
      studentsEnrolled: 2050,
      priceCents: 12900,
      description: p(
        'Understand how machine learning models learn, and build them with scikit-learn. You cover regression, classification, trees and ensembles, and learn to evaluate models honestly with validation sets and the right metrics.',
      ),
      feature: ul(
        'Intuition first: every algorithm drawn before it is coded',
        'A leak-proof evaluation workflow you can reuse',
        'Feature engineering on tabular business data',
        'A model card template for documenting your work',
      ),
      audience: ul(
        'Analysts comfortable with Python and pandas',
        'Software engineers who want to work alongside data scientists',
      ),
      overview:
        '<h3>What makes this different</h3>' +
        p(
          'Less maths notation, more reasoning. You will know when a simple model is enough and how to tell a good score from a lucky one.',
        ),
      curriculum: [
        { title: 'What learning means', description: p('Features, labels, loss and generalisation.') },
        {
          title: 'Linear and logistic regression',
          description: p('Fitting, regularisation and interpretation.'),
        },
        {
          title: 'Trees and ensembles',
          description: p('Decision trees, random forests and gradient boosting.'),
        },
        { title: 'Evaluating models', description: p('Cross-validation, precision, recall and ROC curves.') },
        { title: 'Feature engineering', description: p('Encoding, scaling and avoiding data leakage.') },
        { title: 'Shipping a model', description: p('Pipelines, persistence and documenting limits.') },
      ],
      quiz: [
        {
          question: 'What is overfitting?',
          options: [
            'A model too simple to learn the pattern',
            'A model that memorises training data and generalises poorly',
            'Training for too few epochs',
            'Using too little memory',
          ],
          answer: 1,
        },
        {
          question: 'Which metric matters most when missing a positive case is costly?',
          options: ['Recall', 'Accuracy', 'Mean absolute error', 'R squared'],
          answer: 0,
        },
        {
          question: 'Why keep a test set untouched until the end?',
          options: [
            'It makes training faster',
            'It is required by scikit-learn',
            'It gives an unbiased estimate of performance',
            'It reduces memory use',
          ],
          answer: 2,
        },
        {
          question: 'What does a random forest combine?',
          options: ['Many linear models', 'Many decision trees', 'Many neural networks', 'Many k-means runs'],
          answer: 1,
        },
        {
          question: 'Fitting a scaler on the whole dataset before splitting causes what?',
          options: ['Underfitting', 'Faster convergence', 'Better recall', 'Data leakage'],
          answer: 3,
        },
      ],
      reviews: [
        {
          by: 'kenji',
          rating: 5,
          comment: 'The drawings before the code made everything stick. Best ML course I have taken.',
          daysAgo: 22,
        },
        {
          by: 'hannah',
          rating: 4,
          comment: 'Challenging in weeks 6 and 7, but the mentors answered every question within a day.',
          daysAgo: 66,
        },
      ],
    },
    {
      slug: 'sql-for-analysts',
      name: 'SQL for Analysts with PostgreSQL',
      duration: '4 weeks',
      lectures: 36,
      videoLessons: 28,
      skillLevel: 'Beginner',
      studentsEnrolled: 2760,
      priceCents: 4999,
      description: p(
        'Query databases yourself instead of waiting for someone else to pull the numbers. Starting from SELECT, you progress to joins, aggregates, window functions and common table expressions on a realistic online-shop database.',
      ),
      feature: ul(
        'A browser-based PostgreSQL playground, nothing to install',
        '120 graded exercises with instant feedback',
        'Window functions explained with running totals and rankings',
      ),
      audience: ul('Analysts, marketers and product managers', 'Anyone who lives in spreadsheets'),
      overview:
        '<h3>Ask better questions of your data</h3>' +
        p(
          'By the end you will write the queries behind a weekly dashboard and explain exactly what each one counts.',
        ),
      curriculum: [
        { title: 'SELECT and WHERE', description: p('Choosing columns, filtering rows, sorting.') },
        { title: 'Joins', description: p('Inner, left and anti joins with diagrams.') },
        { title: 'Aggregates', description: p('GROUP BY, HAVING and counting distinct values.') },
        { title: 'Window functions', description: p('Ranking, running totals and moving averages.') },
        { title: 'CTEs and readable SQL', description: p('Breaking long queries into named steps.') },
      ],
      quiz: [
        {
          question: 'Which clause filters groups after aggregation?',
          options: ['WHERE', 'HAVING', 'ORDER BY', 'LIMIT'],
          answer: 1,
        },
        {
          question: 'Which join keeps every row of the left table?',
          options: ['INNER JOIN', 'CROSS JOIN', 'LEFT JOIN', 'NATURAL JOIN'],
          answer: 2,
        },
        {
          question: 'What does COUNT(DISTINCT customer_id) return?',
          options: ['The number of different customers', 'The number of rows', 'The largest id', 'Null'],
          answer: 0,
        },
        {
          question: 'Which keyword starts a common table expression?',
          options: ['FROM', 'UNION', 'CASE', 'WITH'],
          answer: 3,
        },
        {
          question: 'Which function numbers rows within each partition?',
          options: ['SUM()', 'ROW_NUMBER()', 'COALESCE()', 'NOW()'],
          answer: 1,
        },
      ],
      reviews: [
        {
          by: 'meera',
          rating: 5,
          comment: 'I write my own queries now. The exercises are addictive.',
          daysAgo: 3,
        },
        {
          by: 'rahul',
          rating: 4,
          comment:
            'Window functions explained better than anywhere else. More CTE practice would be welcome.',
          daysAgo: 51,
        },
      ],
    },
    {
      slug: 'building-with-large-language-models',
      name: 'Building with Large Language Models',
      duration: '6 weeks',
      lectures: 42,
      videoLessons: 30,
      skillLevel: 'Advanced',
      studentsEnrolled: 980,
      priceCents: 14900,
      description: p(
        'Design reliable applications on top of large language models. You learn prompt design, retrieval-augmented generation over your own documents, structured outputs, evaluation and guarding against prompt injection.',
      ),
      feature: ul(
        'Build a document question-answering assistant end to end',
        'An evaluation harness that scores answers automatically',
        'Security module on prompt injection and data leakage',
        'Cost and latency budgeting for production',
      ),
      audience: ul(
        'Software engineers comfortable with Python and APIs',
        'Data scientists moving into applied AI products',
      ),
      overview:
        '<h3>Engineering, not magic</h3>' +
        p(
          'Language models are powerful and unpredictable. This course treats them like any other dependency: measured, tested and kept within limits.',
        ),
      curriculum: [
        { title: 'How language models work', description: p('Tokens, context windows and sampling.') },
        { title: 'Prompt design', description: p('Instructions, examples and structured output.') },
        {
          title: 'Retrieval-augmented generation',
          description: p('Chunking, embeddings and vector search.'),
        },
        { title: 'Evaluating outputs', description: p('Test sets, graders and regression tracking.') },
        { title: 'Safety and security', description: p('Prompt injection, data handling and refusals.') },
        { title: 'Running in production', description: p('Caching, rate limits, cost and monitoring.') },
      ],
      quiz: [
        {
          question: 'What does retrieval-augmented generation add to a prompt?',
          options: [
            'Relevant passages fetched from your documents',
            'A larger model',
            'A random seed',
            'More output tokens',
          ],
          answer: 0,
        },
        {
          question: 'What is prompt injection?',
          options: [
            'A way to speed up inference',
            'Untrusted input that tries to override the instructions',
            'Compressing prompts',
            'Fine-tuning on prompts',
          ],
          answer: 1,
        },
        {
          question: 'Lowering the sampling temperature makes output…',
          options: ['Longer', 'More random', 'More deterministic', 'Multilingual'],
          answer: 2,
        },
        {
          question: 'What does an embedding represent?',
          options: ['A compressed image', 'A database index', 'An API key', 'Text as a vector of numbers'],
          answer: 3,
        },
        {
          question: 'Why keep an evaluation set of questions and expected answers?',
          options: [
            'To detect regressions when prompts or models change',
            'To train the model',
            'To reduce the bill',
            'It is required by law',
          ],
          answer: 0,
        },
      ],
      reviews: [
        {
          by: 'daniel',
          rating: 5,
          comment: '<p>The evaluation harness alone saved my team weeks. <b>Highly recommended.</b></p>',
          daysAgo: 9,
        },
        {
          by: 'sofia',
          rating: 4,
          comment: 'Advanced indeed. The security module is eye-opening.',
          daysAgo: 37,
        },
      ],
    },
  ],
};
