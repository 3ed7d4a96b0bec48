// hamsi256_control: the controller of the Hamsi-256 core (hamsi256_core.v).
//
// Two units run side by side.  The expansion unit takes a block (one 32-bit word)
// when a bank of the message RAM is free, issues 64 look-ups (8 words x 8
// nibbles) and marks the bank full one cycle after the last.  The permutation unit
// loads a full bank into the state (7 cycles, with the feed-forward of the previous
// block), runs 3 rounds (6 for the last block, Pf) of 8 steps, and after the last
// block unloads the chaining value (7 cycles) and offers it as 8 digest words.
`default_nettype none
module hamsi256_control (
    input  wire       clk,
    input  wire       rst,
    input  wire       msg_valid,
    input  wire       msg_final_blk,
    output wire       msg_take,
    output wire       dig_valid,
    input  wire       dig_take,
    // expansion
    output wire [2:0] ex_n,
    output wire [2:0] ex_w,
    output wire       ex_clr,
    output wire       m_we_a,
    output wire       m_we_b,
    output wire [2:0] m_waddr,
    output wire       m_re,
    output wire [2:0] m_raddr,
    // permutation
    output reg        step02,
    output reg        step13,
    output reg  [1:0] tsel,
    output wire       lph,
    output wire [1:0] sc,
    output wire [2:0] rc,
    output wire       fin,
    output wire       ff,
    output wire       h_step,
    output wire       h_out,
    output wire       h_iv
);
    // ---------------- expansion unit ----------------
    reg        e_run_q, e_bank_q, e_v1_q, e_bank1_q;
    reg  [5:0] e_cnt_q, e_cnt1_q;
    reg  [1:0] vb_q, fb_q;           // bank full, bank holds a message's last block
    wire       e_end     = e_run_q && (e_cnt_q == 6'd63);
    wire       take_bank = e_run_q ? ~e_bank_q : e_bank_q;
    wire       can_take  = (e_run_q ? (e_cnt_q == 6'd63) : 1'b1) && !vb_q[take_bank];
    assign msg_take = can_take;
    wire       took     = msg_valid && can_take;
    wire       e_fill   = e_v1_q && (e_cnt1_q == 6'd63);

    wire       m_we    = e_v1_q && (e_cnt1_q[2:0] == 3'd7);
    assign ex_n    = e_cnt_q[2:0];
    assign ex_w    = e_cnt_q[5:3];
    assign ex_clr  = (e_cnt1_q[2:0] == 3'd0);
    assign m_we_a  = m_we && !e_cnt1_q[5];
    assign m_we_b  = m_we && e_cnt1_q[5];
    assign m_waddr = {e_bank1_q, e_cnt1_q[4:3]};

    // ---------------- permutation unit ----------------
    localparam [1:0] P_IDLE = 2'd0, P_LOAD = 2'd1, P_RND = 2'd2, P_OUT = 2'd3;
    reg  [1:0] p_q;
    reg        p_bank_q, pend_q, pend_fin_q, fin_q, uo_q;
    reg  [2:0] lc_q, ph_q, rnd_q, oc_q;
    wire       load_end = (p_q == P_LOAD) && (lc_q == 3'd6);
    wire       rnd_end  = (p_q == P_RND) && (ph_q == 3'd7) && (rnd_q == (fin_q ? 3'd5 : 3'd2));
    wire       consume  = load_end && !uo_q;          // the bank was read: free it

    assign m_re    = (p_q == P_LOAD);
    assign m_raddr = {p_bank_q, lc_q[2], lc_q[0]};    // lc 0,1,4,5 -> m word 0,1,2,3
    assign lph     = ph_q[2];
    assign sc      = ph_q[1:0];
    assign rc      = rnd_q;
    assign fin     = fin_q;
    assign ff      = pend_q;
    assign h_step  = (p_q == P_LOAD) && step02;
    assign dig_valid = (p_q == P_OUT);
    assign h_out   = dig_take;
    assign h_iv    = dig_take && (oc_q == 3'd7);

    always @(*) begin
        step02 = 1'b0;
        step13 = 1'b0;
        tsel   = 2'd0;
        case (p_q)
        P_LOAD: begin
            step02 = (lc_q >= 3'd1) && (lc_q <= 3'd4);
            step13 = (lc_q >= 3'd3);
            tsel   = (lc_q == 3'd3 || lc_q == 3'd4) ? 2'd3 : 2'd2;
        end
        P_RND: begin
            step02 = 1'b1;
            step13 = 1'b1;
            tsel   = ph_q[2] ? 2'd1 : 2'd0;
        end
        default: ;
        endcase
    end

    always @(posedge clk) begin
        if (rst) begin
            e_run_q <= 1'b0; e_bank_q <= 1'b0; e_v1_q <= 1'b0; e_bank1_q <= 1'b0;
            e_cnt_q <= 6'd0; e_cnt1_q <= 6'd0; vb_q <= 2'b00; fb_q <= 2'b00;
            p_q <= P_IDLE; p_bank_q <= 1'b0; pend_q <= 1'b0; pend_fin_q <= 1'b0;
            fin_q <= 1'b0; uo_q <= 1'b0; lc_q <= 3'd0; ph_q <= 3'd0; rnd_q <= 3'd0;
            oc_q <= 3'd0;
        end else begin
            // expansion
            e_v1_q    <= e_run_q;
            e_cnt1_q  <= e_cnt_q;
            e_bank1_q <= e_bank_q;
            if (took) begin
                e_run_q           <= 1'b1;
                e_cnt_q           <= 6'd0;
                e_bank_q          <= take_bank;
                fb_q[take_bank]   <= msg_final_blk;
            end else if (e_run_q) begin
                e_cnt_q <= e_cnt_q + 6'd1;
                if (e_end) begin
                    e_run_q  <= 1'b0;
                    e_bank_q <= ~e_bank_q;
                end
            end
            if (e_fill) vb_q[e_bank1_q] <= 1'b1;
            if (consume) vb_q[p_bank_q] <= 1'b0;
            // permutation
            case (p_q)
            P_IDLE: begin
                lc_q <= 3'd0;
                if (pend_q && pend_fin_q) begin
                    p_q  <= P_LOAD;
                    uo_q <= 1'b1;
                end else if (vb_q[p_bank_q]) begin
                    p_q   <= P_LOAD;
                    uo_q  <= 1'b0;
                    fin_q <= fb_q[p_bank_q];
                end
            end
            P_LOAD: begin
                lc_q <= lc_q + 3'd1;
                if (load_end) begin
                    ph_q  <= 3'd0;
                    rnd_q <= 3'd0;
                    oc_q  <= 3'd0;
                    if (uo_q) begin
                        p_q    <= P_OUT;
                        pend_q <= 1'b0;
                    end else begin
                        p_q      <= P_RND;
                        p_bank_q <= ~p_bank_q;
                    end
                end
            end
            P_RND: begin
                ph_q <= ph_q + 3'd1;
                if (ph_q == 3'd7) rnd_q <= rnd_q + 3'd1;
                if (rnd_end) begin
                    p_q        <= P_IDLE;
                    pend_q     <= 1'b1;
                    pend_fin_q <= fin_q;
                end
            end
            default: begin   // P_OUT
                if (dig_take) begin
                    oc_q <= oc_q + 3'd1;
                    if (oc_q == 3'd7) p_q <= P_IDLE;
                end
            end
            endcase
        end
    end
endmodule
`default_nettype wire
