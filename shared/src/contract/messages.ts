/** Every user-visible text of the specification's error catalogue (section 8) and states. */
export const MESSAGES = {
  consultation: {
    failed: 'Failed to submit consultation request',
    success: "Thank you! Your consultation request has been submitted. We'll contact you shortly.",
  },
  contact: {
    failed: 'Failed to submit form',
    success: 'Thank you for contacting us! We will get back to you shortly.',
  },
  blog: {
    listFailed: 'Failed to fetch blog posts. Please try again later.',
    postFailed: 'Failed to load blog post. Please try again later.',
    notFound: 'Blog Post Not Found',
    emptyCategory: 'No blog posts found in this category.',
    emptyHome: 'No blog posts available at the moment.',
  },
  careers: {
    listFailed: 'Unable to load job postings. Please try again later.',
    jobFailed: 'Unable to load job details. Please try again later.',
    jobNotFound: 'Job not found',
  },
  application: {
    failed: 'Failed to submit application',
    resumeRequired: 'Please upload your resume',
    success: 'Application submitted successfully!',
    successDetail: 'Thank you for applying. We will review your application and contact you soon.',
  },
  login: { failed: 'Login failed' },
  dashboard: {
    fetchContacts: 'Failed to fetch contacts',
    fetchJobs: 'Failed to fetch jobs',
    fetchApplications: 'Failed to fetch applications',
    fetchConsultations: 'Failed to fetch consultations',
    fetchBlogs: 'Failed to fetch blogs',
    updateStatus: 'Failed to update status',
    updateContactStatus: 'Failed to update contact status',
    updateApplicationStatus: 'Failed to update application status',
    updateBlogStatus: 'Failed to update blog status',
    deleteBlog: 'Failed to delete blog',
    updateSpam: 'Failed to update the spam mark',
    confirmDeleteBlog: 'Are you sure you want to delete this blog post?',
  },
  jobForm: {
    fetchFailed: 'Failed to fetch job data',
    createFailed: 'Failed to create job',
    updateFailed: 'Failed to update job',
    created: 'Job successfully created!',
    updated: 'Job successfully updated!',
  },
  blogForm: {
    fetchFailed: 'Failed to fetch blog data.',
    requiredFields: 'Please fill in all required fields.',
    imageRequired: 'Please upload a featured image.',
    saveFailed: 'Failed to save blog post',
    saveError: 'An error occurred while saving the blog post.',
  },
  unexpected: 'Unexpected Application Error!',
} as const;

/** Field-level validation messages, used by the zod schemas (server and forms alike). */
export const FIELD_MESSAGES = {
  required: (label: string) => `${label} is required`,
  email: 'Please enter a valid email address',
  phone: 'Please enter a valid phone number',
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
  singleLine: (label: string) =>
    `${label} must be a single line, without line breaks or control characters`,
} as const;
