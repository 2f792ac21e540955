package dev.jumbo.examples.sparkdemo;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/** Made-up reviews: the same number always gives the same review. */
final class Reviews {
    private static final String[] WORDS = ("story reader page chapter author plot character ending "
            + "beautiful slow brilliant dull moving clever long short dense clear honest strange tender bold quiet "
            + "history science poem novel verse rhyme proof experiment empire war river city love loss time light").split(" ");

    private Reviews() {
    }

    static Review numbered(long id) {
        SplittableRandom random = new SplittableRandom(id * 0x9E3779B97F4A7C15L + 17);
        Genre[] genres = Genre.values();
        Genre genre = genres[random.nextInt(genres.length)];
        List<String> sentences = new ArrayList<>();
        for (int s = 1 + random.nextInt(4); s > 0; s--) {
            StringBuilder sentence = new StringBuilder();
            for (int w = 3 + random.nextInt(8); w > 0; w--) {
                // Skewed towards a few words, as real text is, and towards other words in each genre.
                int index = ((int) (WORDS.length * Math.pow(random.nextDouble(), 3)) + 11 * genre.ordinal()) % WORDS.length;
                sentence.append(sentence.length() == 0 ? "" : " ").append(WORDS[index]);
            }
            sentences.add(sentence.toString());
        }
        return new Review("book-" + random.nextInt(2_000), genre, 1 + random.nextInt(5), sentences);
    }
}
