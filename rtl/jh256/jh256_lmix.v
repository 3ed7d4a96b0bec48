// jh256_lmix: the L transform of JH (D = B ^ 2A, C = A ^ 2D over GF(2^4)) on 16
// (even, odd) element pairs in bit-slice form: words h0, h2, h4, h6 hold the bit
// planes of the even elements A, words h1, h3, h5, h7 those of the odd elements B
// (the same XOR sequence as round_bitslice in lwhash/ref/jh.py).
// keep_hierarchy: see jh256_sbox.
`default_nettype none
(* keep_hierarchy *)
module jh256_lmix (
    input  wire [127:0] x,       // {h0, h1, h2, h3, h4, h5, h6, h7}, 16 bits each
    output reg  [127:0] y
);
    reg [15:0] h0, h1, h2, h3, h4, h5, h6, h7;
    always @* begin
        {h0, h1, h2, h3, h4, h5, h6, h7} = x;
        h1 = h1 ^ h2;
        h3 = h3 ^ h4;
        h5 = h5 ^ h6 ^ h0;
        h7 = h7 ^ h0;
        h0 = h0 ^ h3;
        h2 = h2 ^ h5;
        h4 = h4 ^ h7 ^ h1;
        h6 = h6 ^ h1;
        y = {h0, h1, h2, h3, h4, h5, h6, h7};
    end
endmodule
`default_nettype wire
