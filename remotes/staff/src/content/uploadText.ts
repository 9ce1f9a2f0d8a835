import { siteConfig } from '@pod/contracts/siteConfig';

// Every visible string of the upload page. Spec §2/§8 strings are exact.

const UNDESCRIBED_ALT = 'A decorated garment on our production floor';
export const uploadText = {
  pageTitle: 'Production Image Upload',
  documentTitle: `Production Image Upload | ${siteConfig.brandName}`,
  subtitle:
    'Showcase our production work: staff upload photos of finished garments and decoration runs here for everyone to see.',
  metaDescription: 'Production images from our print-on-demand apparel decoration floor.',
  signIn: {
    title: 'Staff sign-in',
    intro: 'Uploading is for staff. Sign in to add production images.',
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
    altLabel: 'Alt text: what the photo shows',
    altHint: `For people who cannot see it, e.g. "Navy hoodie with a white logo on the chest". Left empty, visitors hear "${UNDESCRIBED_ALT}".`,
    progress: (percent: number) => `Uploading: ${percent}%`,
    oneFile: 'Choose one image at a time.',
    wrongType: 'Choose a PNG, JPEG or WebP image.',
    tooLarge: 'This image is larger than 10MB.',
    empty: 'This file is empty.',
  },
  status: {
    success: (filename: string) => `Successfully uploaded: ${filename}`,
    altNotSaved: 'Its alt text was not saved: add it with Edit alt text below.',
    failure: 'Upload failed. Please try again.',
  },
  console: {
    noUploadUrl: 'No upload URL received',
    noFileUploaded: 'No file uploaded successfully',
  },
  images: {
    title: 'Uploaded Images',
    /**
     * What visitors hear for a photo staff have not described: the words of the marketing
     * strip's fallback (productionStrip.fallbackAlt), so one promise holds on every page; the
     * e2e test of the upload dialog holds the two equal. Never the file name: "IMG_2041.jpg"
     * describes nothing (WCAG failure F30).
     */
    undescribedAlt: UNDESCRIBED_ALT,
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
    altHint: `One line, up to 250 characters. Left empty, visitors hear "${UNDESCRIBED_ALT}" (a file name would tell them nothing).`,
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
