import UIKit

struct CampsiteReview {
  let author: String
  let rating: Int
  let text: String
}

struct CampsiteFact {
  let title: String
  let value: String
}

protocol CampsiteHeaderObserver: class {
  func campsiteHeaderDidChange()
}

protocol CampsiteFactsObserver: class {
  func campsiteFactsDidChange()
}

protocol CampsiteReviewsObserver: class {
  func campsiteReviewsDidChange()
}

/// The campsite page's data, refreshed from a pretend network.
class CampsiteViewModel {
  private(set) var name = ""
  private(set) var region = ""
  private(set) var summary = ""
  private(set) var photoName = "campsite-photo"
  private(set) var latitude = 44.4280
  private(set) var longitude = -110.5885
  private(set) var facts: [CampsiteFact] = []
  private(set) var averageRating = 0
  private(set) var reviews: [CampsiteReview] = []
  private(set) var remainingReviewCount = 0
  private(set) var isLoadingReviews = false

  private var headerObservers: [CampsiteHeaderObserver] = []
  private var factsObservers: [CampsiteFactsObserver] = []
  private var reviewsObservers: [CampsiteReviewsObserver] = []

  func add(headerObserver: CampsiteHeaderObserver) {
    headerObservers.append(headerObserver)
  }

  func add(factsObserver: CampsiteFactsObserver) {
    factsObservers.append(factsObserver)
  }

  func add(reviewsObserver: CampsiteReviewsObserver) {
    reviewsObservers.append(reviewsObserver)
  }

  func removeObservers() {
    headerObservers.removeAll()
    factsObservers.removeAll()
    reviewsObservers.removeAll()
  }

  /// Loads the page as if from a server, two seconds later.
  func refreshData(completion: @escaping () -> Void) {
    DispatchQueue.main.asyncAfter(deadline: .now() + 2.0) { [weak self] in
      guard let self = self else { return }
      self.name = "Pine Hollow"
      self.region = "Lakeside Loop, Site 14"
      self.summary = "A shaded site by the water, twenty steps from the trailhead, with a fire ring and room for two tents."
      self.facts = [
        CampsiteFact(title: "Check-in", value: "From 2 pm"),
        CampsiteFact(title: "Water", value: "Tap at the loop entrance"),
        CampsiteFact(title: "Ranger station", value: "+1 307-555-0142"),
      ]
      self.averageRating = 4
      self.reviews = [
        CampsiteReview(author: "Marta", rating: 5, text: "Woke up to loons on the lake."),
        CampsiteReview(author: "Jonas", rating: 4, text: "Flat pads, but bring bug spray in June."),
        CampsiteReview(author: "Priya", rating: 3, text: "Lovely, if a little close to the road."),
      ]
      self.remainingReviewCount = 2
      self.headerObservers.forEach { $0.campsiteHeaderDidChange() }
      self.factsObservers.forEach { $0.campsiteFactsDidChange() }
      self.reviewsObservers.forEach { $0.campsiteReviewsDidChange() }
      completion()
    }
  }

  /// Fetches the remaining reviews, two seconds later.
  func loadMoreReviews() {
    guard !isLoadingReviews, remainingReviewCount > 0 else { return }
    isLoadingReviews = true
    reviewsObservers.forEach { $0.campsiteReviewsDidChange() }
    DispatchQueue.main.asyncAfter(deadline: .now() + 2.0) { [weak self] in
      guard let self = self else { return }
      self.reviews += [
        CampsiteReview(author: "Ade", rating: 4, text: "Quiet after ten, as promised."),
        CampsiteReview(author: "Lin", rating: 5, text: "Best sunset on the loop."),
      ]
      self.remainingReviewCount = 0
      self.isLoadingReviews = false
      self.reviewsObservers.forEach { $0.campsiteReviewsDidChange() }
    }
  }
}
