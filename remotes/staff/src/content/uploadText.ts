import { siteConfig } from '@pod/contracts/siteConfig';

// Every visible string of the upload page. Spec §2/§8 strings are exact.
export const uploadText = {
  pageTitle: 'Production Image Upload',
  documentTitle: `Production Image Upload | ${siteConfig.brandName}`,
  subtitle:
    'Showcase our production work: staff upload photos of finished garments and decoration runs here for everyone to see.',
  metaDescription: 'Production images from our print-on-demand apparel decoration floor.',
  signIn: {
    title: 'Staff sign-in',
    intro: 'Uploading is for staff. Sign in to add production images.',
    /** The (disabled) button's label until the page's JavaScript runs, or when it never does. */
    needsScript: 'Signing in needs JavaScript',
    username: 'Username',
    password: 'Password',
    submit: 'Sign in',
    pending: 'Signing in...',
    fallbackError: 'Sign-in failed. Please try again.',
    checking: 'Checking sign-in...',
  },
  uploadCard: {
    title: 'Upload New Image',
    maxSize: 'Maximum file size: 10MB. PNG, JPEG or WebP, one image at a time.',
    choose: 'Choose Image to Upload',
    signedInAs: (username: string) => `Signed in as ${username}`,
    signOut: 'Sign out',
    leadsInbox: 'Leads inbox',
  },
  dialog: {
    title: 'Upload a production image',
    dropHint: 'Drag an image here, or',
    browse: 'Browse files',
    upload: 'Upload',
    uploading: 'Uploading...',
    cancel: 'Cancel',
    previewAlt: (filename: string) => `Preview of ${filename}`,
    progress: (percent: number) => `Uploading: ${percent}%`,
    oneFile: 'Choose one image at a time.',
    wrongType: 'Choose a PNG, JPEG or WebP image.',
    tooLarge: 'This image is larger than 10MB.',
    empty: 'This file is empty.',
  },
  status: {
    success: (filename: string) => `Successfully uploaded: ${filename}`,
    failure: 'Upload failed. Please try again.',
  },
  console: {
    noUploadUrl: 'No upload URL received',
    noFileUploaded: 'No file uploaded successfully',
  },
  images: {
    title: 'Uploaded Images',
    loading: 'Loading images...',
    error: 'Could not load the images. Please refresh the page.',
    empty: 'No images uploaded yet. Upload your first production image above!',
    /** What a visitor (not signed in) sees before staff have uploaded anything. */
    emptyForVisitors: 'No production images yet. Check back soon.',
    uploadedOn: 'Uploaded',
    editAlt: (filename: string) => `Edit alt text of ${filename}`,
    editAltShort: 'Edit alt text',
    remove: (filename: string) => `Delete ${filename}`,
    removeShort: 'Delete',
  },
  gallery: {
    altTitle: 'Alt text',
    altLabel: 'Describe the image for people who cannot see it',
    altHint: 'One line, up to 250 characters. Leave empty to use the file name.',
    save: 'Save',
    saving: 'Saving...',
    cancel: 'Cancel',
    deleteTitle: (filename: string) => `Delete ${filename}?`,
    deleteBody: 'The image is removed from storage and from the public gallery. This cannot be undone.',
    confirmDelete: 'Delete image',
    deleting: 'Deleting...',
    failed: 'That did not work. Please try again.',
  },
} as const;
