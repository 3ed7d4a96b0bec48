`default_nettype none
// jh256w_rcgen: the JH round constants for jh256w_datapath, generated on the fly,
// 64 bits a cycle (the constant pieces of 32-position chunks).
//
// C_{r+1} = R6(C_r) on 64 four-bit elements, C_0 = the first 256 bits of the
// fraction of sqrt(2).  Round r reads C_r in 64-bit pieces, piece c (bits
// 64c..64c+63, first bit first) in the cycle chunk c of the state is issued.  The
// piece (8 element pairs) goes through S0, L and P6 in the same cycle; P6 sends its
// results to bits 32c..32c+31 (first half) and 128+32c..128+32c+31 (second half) of
// C_{r+1}, so the results of pieces 2c' and 2c'+1 fill words c' and 2 + c'.
//
// Storage: one distributed RAM of 64-bit words, word {bank, x} = bits 64x..64x+63 of
// C; banks 0 and 1 take turns by round, bank 2 holds C_0 from configuration.
module jh256w_rcgen (
    input  wire        clk,
    input  wire        issue,    // a state chunk is read this cycle ...
    input  wire [1:0]  chunk,    // ... chunk c ...
    input  wire        first,    // ... of round 0 (constant C_0) ...
    input  wire        rbank,    // ... of a round whose constant is in this bank
    output wire [63:0] rc        // the constant piece of that chunk, one cycle later
);
    // C_0 as words 8..11 (word 8 + x = bits 64x..64x+63; entry 0 in the least
    // significant bits of INIT)
    localparam [1023:0] INIT = {256'd0,
        64'hda2f590b_0667322a, 64'h3adec175_12775099, 64'hb2fb1366_ea957d3e,
        64'h6a09e667_f3bcc908, 512'd0};

    wire        we;
    wire [3:0]  waddr;
    wire [63:0] wdata;
    lw_ram_sdp #(.DEPTH(16), .DW(64), .STYLE("logic"), .HAS_INIT(1), .INIT(INIT)) u_ram (
        .clk(clk), .we(we), .waddr(waddr), .wdata(wdata),
        .re(1'b1), .raddr({first ? 2'd2 : {1'b0, rbank}, chunk}), .rdata(rc)
    );

    // ------------------------------------------------------------------ R6 on one piece
    function [3:0] sbox0;                    // S0 of the specification
        input [3:0] x;
        case (x)
            4'h0: sbox0 = 4'd9;  4'h1: sbox0 = 4'd0;  4'h2: sbox0 = 4'd4;  4'h3: sbox0 = 4'd11;
            4'h4: sbox0 = 4'd13; 4'h5: sbox0 = 4'd12; 4'h6: sbox0 = 4'd3;  4'h7: sbox0 = 4'd15;
            4'h8: sbox0 = 4'd1;  4'h9: sbox0 = 4'd10; 4'ha: sbox0 = 4'd2;  4'hb: sbox0 = 4'd6;
            4'hc: sbox0 = 4'd7;  4'hd: sbox0 = 4'd5;  4'he: sbox0 = 4'd8;  default: sbox0 = 4'd14;
        endcase
    endfunction

    function [3:0] dbl;                      // times x in GF(2^4) mod x^4 + x + 1
        input [3:0] a;
        dbl = {a[2:0], 1'b0} ^ (a[3] ? 4'b0011 : 4'b0000);
    endfunction

    reg [3:0]  a, b, cc [0:7], dd [0:7];
    reg [31:0] f, s;                         // words c' and 2 + c' of C_{r+1}, half c[0]
    integer    k;
    always @* begin
        for (k = 0; k < 8; k = k + 1) begin
            a     = sbox0(rc[63 - 8*k -: 4]);
            b     = sbox0(rc[59 - 8*k -: 4]);
            dd[k] = b ^ dbl(a);              // L: D = B ^ 2A, C = A ^ 2D
            cc[k] = a ^ dbl(dd[k]);
        end
        // P6 = phi . P' . pi: pair k leaves C (k even) or D (k odd) in the first half;
        // its other element goes to the second half, where phi swaps it with pair k ^ 1's
        for (k = 0; k < 8; k = k + 1) begin
            f[31 - 4*k -: 4] = (k % 2 == 0) ? cc[k] : dd[k];
            s[31 - 4*k -: 4] = (k % 2 == 0) ? cc[k ^ 1] : dd[k ^ 1];
        end
    end

    // ------------------------------------------------------------------ write
    reg        v_q, wb_q, pend_q;
    reg [1:0]  c_q;
    reg [31:0] fe_q, se_q;                   // results of the even piece before
    reg [3:0]  pa_q;                         // second-half word waiting to be written
    reg [63:0] pd_q;
    always @(posedge clk) begin
        v_q    <= issue;
        c_q    <= chunk;
        wb_q   <= ~rbank;
        pend_q <= v_q && c_q[0];
        if (v_q && !c_q[0]) begin
            fe_q <= f;
            se_q <= s;
        end
        pa_q <= {1'b0, wb_q, 1'b1, c_q[1]};
        pd_q <= {se_q, s};
    end
    // odd piece: write the first-half word now, the second-half word next cycle
    wire odd = v_q && c_q[0];
    assign we    = odd || pend_q;
    assign waddr = odd ? {1'b0, wb_q, 1'b0, c_q[1]} : pa_q;
    assign wdata = odd ? {fe_q, f} : pd_q;
endmodule

`default_nettype wire
